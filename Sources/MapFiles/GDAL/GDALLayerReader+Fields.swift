import MapCore
import MapFormats

extension LayerCursor {
    /// `OGRFieldType` codes (ogr_core.h).
    enum FieldType {
        static let integer: Int32 = 0, integerList: Int32 = 1, real: Int32 = 2, realList: Int32 = 3
        static let string: Int32 = 4, stringList: Int32 = 5, wideString: Int32 = 6, wideStringList: Int32 = 7
        static let binary: Int32 = 8, date: Int32 = 9, time: Int32 = 10, dateTime: Int32 = 11
        static let integer64: Int32 = 12, integer64List: Int32 = 13
    }

    /// `OGRFieldSubType` codes (ogr_core.h).
    enum FieldSubtype {
        static let boolean: Int32 = 1, json: Int32 = 4
    }

    /// The fields of `feature`, in the layer's order: every field, `null` when unset or null.
    func values(of feature: GDALLibrary.Handle) -> [(key: String, value: JSONValue)] {
        fields.enumerated().map { index, field in
            let column = Int32(index)
            guard library.OGR_F_IsFieldSetAndNotNull(feature, column) != 0 else { return (field.name, .null) }
            return (field.name, value(of: feature, column, field))
        }
    }

    /// The value of the set field `column` of `feature`.
    private func value(of feature: GDALLibrary.Handle, _ column: Int32, _ field: Field) -> JSONValue {
        var count: Int32 = 0
        switch field.type {
        case FieldType.integer, FieldType.integer64:
            let number = library.OGR_F_GetFieldAsInteger64(feature, column)
            return field.subtype == FieldSubtype.boolean ? .bool(number != 0) : .integer(exactly: Int(number))
        case FieldType.real:
            return Self.real(library.OGR_F_GetFieldAsDouble(feature, column))
        case FieldType.integerList:
            guard let list = library.OGR_F_GetFieldAsIntegerList(feature, column, &count) else { return .array([]) }
            let numbers = UnsafeBufferPointer(start: list, count: Int(max(count, 0)))
            return .array(numbers.map { field.subtype == FieldSubtype.boolean ? .bool($0 != 0) : .number(Double($0)) })
        case FieldType.integer64List:
            guard let list = library.OGR_F_GetFieldAsInteger64List(feature, column, &count) else { return .array([]) }
            return .array(UnsafeBufferPointer(start: list, count: Int(max(count, 0))).map { .integer(exactly: Int($0)) })
        case FieldType.realList:
            guard let list = library.OGR_F_GetFieldAsDoubleList(feature, column, &count) else { return .array([]) }
            return .array(UnsafeBufferPointer(start: list, count: Int(max(count, 0))).map(Self.real))
        case FieldType.stringList, FieldType.wideStringList:
            var strings: [JSONValue] = []
            if var item = library.OGR_F_GetFieldAsStringList(feature, column) {
                while let text = item.pointee {
                    strings.append(.string(String(cString: text)))
                    item += 1
                }
            }
            return .array(strings)
        case FieldType.date, FieldType.time, FieldType.dateTime:
            return dateValue(of: feature, column, type: field.type)
        default:
            let text = library.OGR_F_GetFieldAsString(feature, column).map { String(cString: $0) } ?? ""
            if field.subtype == FieldSubtype.json, let parsed = try? JSONParser.parse(text) { return parsed }
            return .string(text)
        }
    }

    /// A real field's value: the number, or `null` for NaN and ±infinity (a GeoPackage REAL, a
    /// FlatGeobuf or shapefile double can hold them). A feature's fields are JSON values, and JSON
    /// has no such numbers: reading them as `null` here makes `print`, `identify`, the renderers,
    /// every export and the session file agree, as GDAL's own GeoJSON writer does by default.
    static func real(_ number: Double) -> JSONValue {
        number.isFinite ? .number(number) : .null
    }

    /// A date, time or date and time as ISO 8601 text: `2024-05-01`, `13:45:00` (`13:45:00.250`
    /// with milliseconds), `2024-05-01T13:45:00Z` (a time zone when GDAL knows it: `Z` or
    /// `+02:00`; none for local or unknown time).
    private func dateValue(of feature: GDALLibrary.Handle, _ column: Int32, type: Int32) -> JSONValue {
        var year: Int32 = 0, month: Int32 = 0, day: Int32 = 0, hour: Int32 = 0, minute: Int32 = 0, zone: Int32 = 0
        var second: Float = 0
        guard library.OGR_F_GetFieldAsDateTimeEx(feature, column, &year, &month, &day, &hour, &minute, &second, &zone) != 0 else {
            return .string(library.OGR_F_GetFieldAsString(feature, column).map { String(cString: $0) } ?? "")
        }
        let date = "\(Self.digits(Int(year), 4))-\(Self.digits(Int(month), 2))-\(Self.digits(Int(day), 2))"
        let milliseconds = Int((Double(second) * 1000).rounded())
        var time = "\(Self.digits(Int(hour), 2)):\(Self.digits(Int(minute), 2)):\(Self.digits(milliseconds / 1000, 2))"
        if milliseconds % 1000 != 0 { time += ".\(Self.digits(milliseconds % 1000, 3))" }
        // GDAL's time zone flag: 0 unknown, 1 local, 100 UTC, 100 ± n: n quarters of an hour.
        var offset = ""
        if zone == 100 {
            offset = "Z"
        } else if zone > 1 {
            let minutes = Int(zone - 100) * 15
            offset = (minutes < 0 ? "-" : "+") + "\(Self.digits(abs(minutes) / 60, 2)):\(Self.digits(abs(minutes) % 60, 2))"
        }
        switch type {
        case FieldType.date: return .string(date)
        case FieldType.time: return .string(time)
        default: return .string("\(date)T\(time)\(offset)")
        }
    }

    /// `value` in decimal with leading zeros to `width` digits (a minus sign before them).
    static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(abs(value))
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
