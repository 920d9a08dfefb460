import Testing

/// A valid session file, exactly as `SessionFile` writes it: the base of the bad-file table.
let sessionFixture = """
{
  "format": "mapscript-session",
  "version": 1,
  "kind": "map",
  "wkid": 102100,
  "basemap": {"name":"ArcGIS Imagery","style":"imagery","wkid":102100},
  "galleryItem": 1,
  "initialViewpoint": null,
  "gallery": {
    "origin": "custom",
    "layout": "grid",
    "itemWidth": 250,
    "width": 900,
    "items": [
      {"name":"ArcGIS Imagery","style":"imagery","status":"loaded"},
      {"name":"World Imagery (WGS 84)","style":"imagery","description":"Plate carrée","thumbnail":"t.png","wkid":4326,"status":"mismatch","mapWkid":102100},
      {"name":"Broken","style":"no-such-style","status":"failed"}
    ]
  },
  "view": {"width":1024,"height":768},
  "viewpoint": {"latitude":44.525,"longitude":-110.838,"scale":6000,"rotation":0},
  "clock": 7,
  "bookmarks": [
    {"name":"Grand Prismatic Spring","latitude":44.525,"longitude":-110.838,"scale":6000,"rotation":0},
    {"name":"Old Faithful","latitude":44.4605,"longitude":-110.8281,"scale":12000,"rotation":45}
  ],
  "tour": [
    {"step":"goto","latitude":44.525,"longitude":-110.838,"scale":6000,"rotation":0,"duration":3},
    {"step":"wait","duration":4}
  ],
  "graphics": [
    {"kind":"point","points":[[44.4605,-110.8281]],"color":"red","size":8,"shape":"circle","label":"Old Faithful"},
    {"kind":"line","points":[[44.46,-110.83],[44.52,-110.84]],"color":"steelblue","width":2,"style":"dash"},
    {"kind":"polygon","points":[[44.4,-110.9],[44.6,-110.9],[44.6,-110.6],[44.4,-110.6]],"fill":"#0000ff40","color":"blue","width":1,"style":"solid","label":"Basin"}
  ],
  "location": {
    "started": true,
    "autoPan": "recenter",
    "fix": {"latitude":44.46,"longitude":-110.83,"course":90,"heading":90,"speed":12},
    "track": null,
    "trackIndex": 0,
    "trackStart": 0
  },
  "camera": null
}

"""

/// One bad session file: the fixture with `replace` put in place of `find`, and the error
/// expected (`line:col: message`).
struct BadSessionFile: CustomTestStringConvertible, Sendable {
    var find: String
    var replace: String
    var expected: String
    var testDescription: String { expected }

    init(_ find: String, _ replace: String, _ expected: String) {
        self.find = find
        self.replace = replace
        self.expected = expected
    }
}
