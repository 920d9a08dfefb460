import ExternalTools
import Foundation
import Testing

/// A point outside the area of use of the map's spatial reference (as PROJ gives it,
/// `OSRGetAreaOfUse`) is a warning naming the point and the area, at the point; the command
/// still runs, and the run still succeeds.
@Suite(.needs(.gdal)) struct AreaOfUseTests {
    static let britain = "OSGB36 / British National Grid (wkid 27700): United Kingdom (UK) - offshore to boundary of UKCS"
    static let cases: [(script: String, latitude: String, warning: String?)] = [
        ("map new wkid 27700\ngoto 51.5,-0.12", "51.5", nil),
        ("map new wkid 27700\ngoto 40.4168,-3.7038", "40.4168",
         "<command line>:2:6: warning: the point 40.4168,-3.7038 lies outside the area of use of \(britain)"),
        ("map new wkid 27700\nbookmark add \"Oslo\" at 59.91,10.75\ngoto 1", "59.91",
         "<command line>:2:24: warning: the point 59.91,10.75 lies outside the area of use of \(britain)"),
        ("map new wkid 3413\ngoto -33.87,151.21", "-33.87",
         "<command line>:2:6: warning: the point -33.87,151.21 lies outside the area of use of WGS 84 / NSIDC Sea Ice Polar Stereographic North (wkid 3413)"),
        ("map new\ngoto -33.87,151.21", "-33.87", nil),
    ]

    @Test(arguments: cases.indices)
    func aPointOutsideTheAreaOfUseWarns(_ index: Int) throws {
        let (script, latitude, warning) = Self.cases[index]
        let run = try BinaryRunner.run(["-e", script + "\nprint viewpoint.latitude"])
        #expect(run.status == 0, "\(run.stderr)")
        // The command ran: the view is where the script said.
        #expect(run.stdout == latitude + "\n", "\(run.stdout)")
        if let warning {
            #expect(run.stderr.hasPrefix(warning), "\(run.stderr)")
            #expect(run.stderr.contains("(latitude "), "the area's box: \(run.stderr)")
            #expect(run.stderr.components(separatedBy: "warning:").count == 2)
        } else {
            #expect(run.stderr == "")
        }
    }
}
