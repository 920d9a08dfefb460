import MapFiles
import MapFormats
import Testing

/// `MapLint`: each rule, table-driven, with the position of what it reports (the member's key).
@Suite struct MapLintTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let map: String
        /// `rule line:column message`, in order.
        let findings: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "clean", map: """
            {"operationalLayers":[
             {"id":"a","url":"https://h/a","minScale":100000,"maxScale":1000,
              "layerDefinition":{"definitionExpression":"STATUS = 'open' AND pop > 10"}}],
             "baseMap":{"title":"T","baseMapLayers":[{"id":"t","url":"https://h/t"}]}}
            """, findings: []),
        Case(name: "http service", map: """
            {"operationalLayers":[
             {"id":"a","url":"http://h/a"},
             {"id":"v","styleUrl":"HTTP://h/style.json"}],
             "baseMap":{"title":"T","baseMapLayers":[{"id":"t","templateUrl":"http://h/{level}/{col}/{row}"}]}}
            """, findings: [
                "lint.http-service 2:12 operationalLayers[0].url: service URL 'http://h/a' is http, not https",
                "lint.http-service 3:12 operationalLayers[1].styleUrl: service URL 'HTTP://h/style.json' is http, not https",
                "lint.http-service 4:52 baseMap.baseMapLayers[0].templateUrl: service URL 'http://h/{level}/{col}/{row}' is http, not https",
            ]),
        Case(name: "duplicate ids, across tables too", map: """
            {"operationalLayers":[
             {"id":"a","url":"https://h/a"},
             {"id":"a","url":"https://h/b"}],
             "tables":[{"id":"a","url":"https://h/c"}]}
            """, findings: [
                "lint.duplicate-layer-id 3:3 operationalLayers[1].id: duplicate layer id 'a' (first at operationalLayers[0])",
                "lint.duplicate-layer-id 4:13 tables[0].id: duplicate layer id 'a' (first at operationalLayers[0])",
            ]),
        Case(name: "layer without source; groups and feature collections are fine", map: """
            {"operationalLayers":[
             {"id":"g","layerType":"GroupLayer","title":"G","layers":[
              {"id":"n","title":"Nothing"}]},
             {"id":"f","featureCollection":{"layers":[]}},
             {"id":"i","itemId":"abc"}]}
            """, findings: [
                "lint.layer-without-source 3:3 operationalLayers[0].layers[0]: layer 'Nothing' has neither 'url', 'itemId' nor 'featureCollection'",
            ]),
        Case(name: "scale range that hides the layer", map: """
            {"operationalLayers":[
             {"id":"a","url":"https://h/a","title":"A","minScale":5000,"maxScale":10000},
             {"id":"b","url":"https://h/b","minScale":0,"maxScale":10000},
             {"id":"c","url":"https://h/c","minScale":5000,"maxScale":0}]}
            """, findings: [
                "lint.hidden-at-every-scale 2:44 operationalLayers[0].minScale: layer 'A' shows at no scale: minScale 5000 is below maxScale 10000 (a layer shows where maxScale <= scale <= minScale)",
            ]),
        Case(name: "definition expressions, a map service's sublayers too", map: """
            {"operationalLayers":[
             {"id":"a","url":"https://h/a","layerDefinition":{"definitionExpression":"STATUS = "}},
             {"id":"b","url":"https://h/b","layers":[{"id":0,"layerDefinition":{"definitionExpression":"a IN (1,2"}}]},
             {"id":"c","url":"https://h/c","layerDefinition":{"definitionExpression":""}},
             {"id":"d","url":"https://h/d","layerDefinition":{"definitionExpression":5}}]}
            """, findings: [
                "lint.invalid-definition-expression 2:51 operationalLayers[0].layerDefinition.definitionExpression: definition expression is not an SQL-92 where clause: expected a value, found the end of the expression (at character 10)",
                "lint.invalid-definition-expression 3:69 operationalLayers[1].layers[0].layerDefinition.definitionExpression: definition expression is not an SQL-92 where clause: expected ')' to close the 'IN' list, found the end of the expression (at character 10)",
                "lint.invalid-definition-expression 5:51 operationalLayers[3].layerDefinition.definitionExpression: expected a string, found a number",
            ]),
        Case(name: "bookmarks outside the initial extent", map: """
            {"operationalLayers":[],"spatialReference":{"wkid":102100,"latestWkid":3857},
             "initialState":{"viewpoint":{"targetGeometry":{"xmin":0,"ymin":0,"xmax":100000,"ymax":100000}}},
             "bookmarks":[
              {"name":"In","extent":{"xmin":10,"ymin":10,"xmax":20,"ymax":20}},
              {"name":"Out","extent":{"xmin":200000,"ymin":0,"xmax":300000,"ymax":10}},
              {"name":"Degrees in","extent":{"xmin":0.1,"ymin":0.1,"xmax":0.2,"ymax":0.2,"spatialReference":{"wkid":4326}}},
              {"name":"Degrees out","viewpoint":{"targetGeometry":{"xmin":-10,"ymin":-10,"xmax":-9,"ymax":-9,"spatialReference":{"wkid":4326}}}},
              {"name":"Other CRS","extent":{"xmin":9e9,"ymin":9e9,"xmax":9e9,"ymax":9e9,"spatialReference":{"wkid":27700}}}]}
            """, findings: [
                "lint.bookmark-outside-extent 5:17 bookmarks[1].extent: bookmark 'Out' lies outside the map's initial extent (initialState.viewpoint.targetGeometry)",
                "lint.bookmark-outside-extent 7:25 bookmarks[3].viewpoint: bookmark 'Degrees out' lies outside the map's initial extent (initialState.viewpoint.targetGeometry)",
            ]),
        Case(name: "pop-up fields", map: """
            {"operationalLayers":[{"id":"n","popupInfo":{"title":"{NAME} {expression/expr0}"},"featureCollection":{"layers":[
              {"layerDefinition":{"fields":[{"name":"NAME"},{"name":"TYPE"}]},
               "popupInfo":{"title":"{NAME}: {TYPO}","description":"{relationships/0/x} {TYPE}",
                "fieldInfos":[{"fieldName":"NAME"},{"fieldName":"NAMEE"}]}}]}}]}
            """, findings: [
                "lint.popup-unknown-field 3:17 operationalLayers[0].featureCollection.layers[0].popupInfo.title: pop-up names field 'TYPO', which the layer's feature collection lacks; did you mean 'TYPE'?",
                "lint.popup-unknown-field 4:41 operationalLayers[0].featureCollection.layers[0].popupInfo.fieldInfos[1].fieldName: pop-up names field 'NAMEE', which the layer's feature collection lacks; did you mean 'NAME'?",
            ]),
        Case(name: "a session file's layers", map: """
            {"format":"mapscript-session","layers":[
             {"title":"S","kind":"service","source":"http://h/s","minScale":10,"maxScale":20,
              "service":{"url":"http://h/s","layerDefinition":{"definitionExpression":"x =="}}}]}
            """, findings: [
                "lint.http-service 2:32 layers[0].source: service URL 'http://h/s' is http, not https",
                "lint.hidden-at-every-scale 2:54 layers[0].minScale: layer 'S' shows at no scale: minScale 10 is below maxScale 20 (a layer shows where maxScale <= scale <= minScale)",
                "lint.http-service 3:14 layers[0].service.url: service URL 'http://h/s' is http, not https",
                "lint.invalid-definition-expression 3:52 layers[0].service.layerDefinition.definitionExpression: definition expression is not an SQL-92 where clause: expected a value, found '=' (at character 4)",
            ]),
        Case(name: "item JSON: the web map under itemData", map: """
            {"item":{"title":"City"},"itemData":{"operationalLayers":[
             {"id":"a","url":"http://h/a"},{"id":"a","url":"https://h/b"}]}}
            """, findings: [
                "lint.http-service 2:12 itemData.operationalLayers[0].url: service URL 'http://h/a' is http, not https",
                "lint.duplicate-layer-id 2:33 itemData.operationalLayers[1].id: duplicate layer id 'a' (first at itemData.operationalLayers[0])",
            ]),
    ]

    @Test(arguments: cases) func finds(_ test: Case) throws {
        let lint = MapLint(try MapDocument(bytes: Array(test.map.utf8)))
        #expect(lint.findings.map { "\($0.rule.rawValue) \($0.position) \($0.message)" } == test.findings)
    }

    /// Which rules are errors (exit status 1) and which warnings.
    @Test func severities() {
        #expect(MapLint.Rule.allCases.filter(\.isError) == [.duplicateLayerID, .layerWithoutSource, .hiddenAtEveryScale, .invalidDefinitionExpression])
    }
}
