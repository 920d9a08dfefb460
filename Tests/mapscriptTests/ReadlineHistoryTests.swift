import CReadline
import MapScriptRuntime
import Testing
@testable import mapscript

/// The REPL's history in memory keeps no more entries than its file (issue 15, defect 6):
/// readline's list is stifled at `HistoryFile.defaultLimit`, the oldest dropped first.
@Suite(.serialized) struct ReadlineHistoryTests {
    @Test func theHistoryInMemoryIsCapped() {
        var editor = ReadlineEditor(interrupt: InterruptFlag())
        let extra = 100
        for index in 0..<(HistoryFile.defaultLimit + extra) { editor.remember("zoom in # \(index)") }
        let remembered = editor.remembered
        #expect(remembered.count == HistoryFile.defaultLimit)
        #expect(remembered.first == "zoom in # \(extra)")
        #expect(remembered.last == "zoom in # \(HistoryFile.defaultLimit + extra - 1)")
        clear_history()
    }
}
