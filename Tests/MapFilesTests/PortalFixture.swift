import Foundation
import MapFiles

/// The example portal file of the documentation, kept in Swift so the test target has no
/// resource files to declare.
enum PortalFixture {
    static let text = """
        {
          "portal": "https://www.arcgis.com",
          "basemaps": [
            {
              "title": "Streets",
              "style": "streets",
              "description": "Roads, places and points of interest",
              "thumbnail": "thumbs/streets.png"
            },
            { "title": "World Imagery (WGS 84)", "style": "imagery", "wkid": 4326 },
            { "title": "Topographic", "style": "topographic", "description": null },
            { "title": "Broken", "style": "no-such-style" }
          ]
        }

        """

    /// The fixture with the third item's title misspelt.
    static let misspelt = text.replacingFirst(#"{ "title": "Topographic""#, with: #"{ "titel": "Topographic""#)

    /// The items the fixture describes.
    static let items: [PortalFile.Item] = [
        PortalFile.Item(
            title: "Streets", style: "streets", description: "Roads, places and points of interest",
            thumbnail: "thumbs/streets.png"),
        PortalFile.Item(title: "World Imagery (WGS 84)", style: "imagery", wkid: 4326),
        PortalFile.Item(title: "Topographic", style: "topographic"),
        PortalFile.Item(title: "Broken", style: "no-such-style"),
    ]
}

extension String {
    /// This text with the first `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
