"""Drives `mapscript lsp` with pygls's LanguageClient (a client nobody here wrote) and prints
what it got as one JSON object, for LanguageServerClientTests to check.

usage: python3 lsp_pygls.py MAPSCRIPT FOLDER
FOLDER holds tour.mapscript (opened, then changed incrementally) and the towns.geojson it adds.
"""
import asyncio
import json
import os
import sys

from lsprotocol import types
from pygls.lsp.client import LanguageClient


async def main(mapscript, folder):
    client = LanguageClient("mapscript-test", "1")
    diagnostics = {}
    got = asyncio.Event()

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def publish(params):
        diagnostics[params.uri] = params
        got.set()

    await client.start_io(mapscript, "lsp", "--stdio")
    result = await client.initialize_async(types.InitializeParams(
        capabilities=types.ClientCapabilities(
            general=types.GeneralClientCapabilities(position_encodings=[types.PositionEncodingKind.Utf16]))))
    client.initialized(types.InitializedParams())
    path = os.path.join(folder, "tour.mapscript")
    uri = "file://" + path
    with open(path, encoding="utf-8") as file:
        text = file.read()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="mapscript", version=1, text=text)))
    await asyncio.wait_for(got.wait(), 10)
    opened = diagnostics[uri]
    got.clear()
    # Line 1 is `goto hom`: complete the word to `home` with an incremental change.
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=1, character=8), end=types.Position(line=1, character=8)), text="e")]))
    await asyncio.wait_for(got.wait(), 10)
    changed = diagnostics[uri]
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=2, character=1)))
    completion = await client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=3, character=14)))
    # Line 5 is `layer filter 1 where pop`, line 4 adds towns.geojson: its fields complete.
    fields = await client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=5, character=24)))
    definition = await client.text_document_definition_async(types.DefinitionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=1, character=6)))
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(
        text_document=types.TextDocumentIdentifier(uri=uri)))
    await client.shutdown_async(None)
    client.exit(None)
    await asyncio.sleep(0.2)
    await client.stop()

    def diagnostic_rows(params):
        return [{"code": d.code, "source": d.source, "line": d.range.start.line, "character": d.range.start.character,
                 "endCharacter": d.range.end.character, "severity": int(d.severity)} for d in params.diagnostics]

    items = completion.items if hasattr(completion, "items") else completion
    field_items = fields.items if hasattr(fields, "items") else fields
    print(json.dumps({
        "encoding": result.capabilities.position_encoding,
        "opened": diagnostic_rows(opened),
        "openedVersion": opened.version,
        "changed": diagnostic_rows(changed),
        "hover": hover.contents.value if hover else None,
        "completion": sorted(item.label for item in items),
        "fieldCompletion": sorted(item.label for item in field_items),
        "definition": ({"line": definition.range.start.line, "character": definition.range.start.character}
                       if definition else None),
        "symbols": [symbol.name for symbol in symbols],
    }))


asyncio.run(main(sys.argv[1], sys.argv[2]))
