import Testing
@testable import MapScript

@Suite struct ASTTests {
    @Test(arguments: BinaryOperator.allCases)
    func operatorSpelling(_ op: BinaryOperator) {
        #expect(!op.spelling.isEmpty)
    }
}
