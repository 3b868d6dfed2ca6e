/// One line of a trace file: a finished span as a JSON object.
struct TraceFileLine: Encodable {
    private enum Key: String, CodingKey {
        case traceId, spanId, parentSpanId, name, kind, startTime, endTime, status, attributes, events
    }

    private enum EventKey: String, CodingKey {
        case name, time, attributes
    }

    let span: FinishedSpan

    func encode(to encoder: any Encoder) throws {
        var object = encoder.container(keyedBy: Key.self)
        try object.encode(span.traceID.description, forKey: .traceId)
        try object.encode(span.spanID.description, forKey: .spanId)
        try object.encode(span.parentSpanID?.description, forKey: .parentSpanId)
        try object.encode(span.name, forKey: .name)
        try object.encode("\(span.kind)", forKey: .kind)
        try object.encode(span.startTime, forKey: .startTime)
        try object.encode(span.endTime, forKey: .endTime)
        let isError = if case .error = span.status { true } else { false }
        try object.encode(isError ? "error" : "ok", forKey: .status)
        try object.encode(span.attributes, forKey: .attributes)
        var events = object.nestedUnkeyedContainer(forKey: .events)
        for event in span.events {
            var eventObject = events.nestedContainer(keyedBy: EventKey.self)
            try eventObject.encode(event.name, forKey: .name)
            try eventObject.encode(event.time, forKey: .time)
            try eventObject.encode(event.attributes, forKey: .attributes)
        }
    }
}
