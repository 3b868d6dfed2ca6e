import CCurl
import CCurlShim
import Foundation

/// One request's libcurl state. After `submit`, only the engine thread touches it (except
/// `cancelRequested`, which is guarded by the engine's lock).
/// Unchecked: handed from the submitting thread to the engine thread, which alone touches it afterwards.
final class CurlTransfer: @unchecked Sendable {
    let request: HTTPRequest
    let scheme: URLPolicy.Scheme
    /// Queueing key for the per-host limit.
    let hostKey: String
    /// The host contacted (for messages).
    let host: String
    let configuration: HTTPClientConfiguration
    var continuation: UnsafeContinuation<HTTPResponse, Error>?
    var cancelRequested = false
    /// Submission order; breaks priority ties (FIFO).
    var sequence = 0

    private(set) var easy: UnsafeMutableRawPointer?
    private var headerList: UnsafeMutablePointer<curl_slist>?
    private let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
    private var body = Data()
    private var headers: [String: String] = [:]
    private var exceededLimit = false
    private var startedAt = ContinuousClock.now
    /// When the request's total time is up (set when the transfer starts).
    private(set) var deadline = ContinuousClock.now

    init(request: HTTPRequest, scheme: URLPolicy.Scheme, host: String, configuration: HTTPClientConfiguration) {
        self.request = request
        self.scheme = scheme
        self.host = host
        self.hostKey = "\(scheme.rawValue)://\(host)"
        self.configuration = configuration
        errorBuffer.initialize(to: 0)
    }

    deinit {
        releaseHandle()
        errorBuffer.deallocate()
    }

    /// Sends `request.body` (copied by libcurl at once, so the bytes need to live only for this call).
    private func setBody(_ easy: UnsafeMutableRawPointer) -> Bool {
        guard
            popcorn_curl_easy_setopt_off_t(
                easy, CURLOPT_POSTFIELDSIZE_LARGE,
                curl_off_t(request.body.count)) == CURLE_OK
        else { return false }
        var body = request.body.isEmpty ? Data([0]) : request.body
        return body.withUnsafeMutableBytes { bytes in
            popcorn_curl_easy_setopt_pointer(easy, CURLOPT_COPYPOSTFIELDS, bytes.baseAddress)
        } == CURLE_OK
    }

    /// Creates and configures the easy handle; nil when libcurl refuses.
    func makeEasyHandle() -> UnsafeMutableRawPointer? {
        guard let easy = popcorn_curl_easy_init() else { return nil }
        self.easy = easy
        startedAt = .now
        let timeout = request.timeout ?? configuration.defaultTimeout
        deadline = startedAt + timeout
        let me = Unmanaged.passUnretained(self).toOpaque()
        var ok = true
        func long(_ option: CURLoption, _ value: Int) {
            ok = ok && popcorn_curl_easy_setopt_long(easy, option, value) == CURLE_OK
        }
        func string(_ option: CURLoption, _ value: String) {
            ok = ok && popcorn_curl_easy_setopt_string(easy, option, value) == CURLE_OK
        }

        string(CURLOPT_URL, request.url)
        string(CURLOPT_PROTOCOLS_STR, scheme.rawValue)
        long(CURLOPT_NOSIGNAL, 1)
        if scheme == .https {
            long(CURLOPT_FOLLOWLOCATION, 1)
            long(CURLOPT_MAXREDIRS, 5)
            string(CURLOPT_REDIR_PROTOCOLS_STR, "https")
        }
        long(CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_2TLS))
        if scheme == .https {
            // Wait for a connection being set up that may multiplex (HTTP/2) rather than open another. Plain
            // http never multiplexes here (HTTP/2 only over TLS); waiting there would stall every later
            // transfer to the host behind a connection that never got an answer (libcurl 7.88).
            long(CURLOPT_PIPEWAIT, 1)
        }
        long(CURLOPT_TCP_KEEPALIVE, 1)
        string(CURLOPT_ACCEPT_ENCODING, "")
        long(CURLOPT_SSL_VERIFYPEER, 1)
        long(CURLOPT_SSL_VERIFYHOST, 2)
        long(CURLOPT_CONNECTTIMEOUT_MS, configuration.connectTimeout.milliseconds)
        long(CURLOPT_TIMEOUT_MS, timeout.milliseconds)
        long(CURLOPT_LOW_SPEED_LIMIT, configuration.lowSpeedLimit)
        long(CURLOPT_LOW_SPEED_TIME, max(1, configuration.lowSpeedTime.milliseconds / 1000))
        string(CURLOPT_USERAGENT, configuration.userAgent)
        switch request.method {
        case .get: break
        case .head: long(CURLOPT_NOBODY, 1)
        case .post:
            long(CURLOPT_POST, 1)
            ok = ok && setBody(easy)
        case .delete:
            string(CURLOPT_CUSTOMREQUEST, "DELETE")
            if !request.body.isEmpty { ok = ok && setBody(easy) }
        case .put:
            long(CURLOPT_POST, 1)
            string(CURLOPT_CUSTOMREQUEST, "PUT")
            ok = ok && setBody(easy)
        }
        if let limit = request.maxBodyBytes {
            ok = ok && popcorn_curl_easy_setopt_off_t(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(limit)) == CURLE_OK
        }
        // `HTTPClient.send` refused headers with control bytes (`HTTPRequest.invalidHeaderName`).
        for (name, value) in request.headers {
            headerList = popcorn_curl_slist_append(headerList, "\(name): \(value)")
        }
        if let headerList {
            ok = ok && popcorn_curl_easy_setopt_pointer(easy, CURLOPT_HTTPHEADER, headerList) == CURLE_OK
        }
        ok = ok && popcorn_curl_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer) == CURLE_OK
        ok =
            ok
            && popcorn_curl_easy_setopt_data_callback(easy, CURLOPT_WRITEFUNCTION) { data, size, count, user in
                guard let user else { return 0 }
                return Unmanaged<CurlTransfer>.fromOpaque(user).takeUnretainedValue().receiveBody(data, size * count)
            } == CURLE_OK
        ok = ok && popcorn_curl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, me) == CURLE_OK
        ok =
            ok
            && popcorn_curl_easy_setopt_data_callback(easy, CURLOPT_HEADERFUNCTION) { data, size, count, user in
                guard let user else { return 0 }
                return Unmanaged<CurlTransfer>.fromOpaque(user).takeUnretainedValue().receiveHeader(data, size * count)
            } == CURLE_OK
        ok = ok && popcorn_curl_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, me) == CURLE_OK
        if !ok {
            releaseHandle()
            return nil
        }
        return easy
    }

    private func receiveBody(_ data: UnsafeMutablePointer<CChar>?, _ count: Int) -> Int {
        guard let data, count > 0 else { return count }
        if let limit = request.maxBodyBytes, body.count + count > limit {
            exceededLimit = true
            return 0
        }
        body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: count)
        return count
    }

    private func receiveHeader(_ data: UnsafeMutablePointer<CChar>?, _ count: Int) -> Int {
        guard let data, count > 0 else { return count }
        let line = Self.trimmed(UnsafeRawBufferPointer(start: data, count: count)[...])
        if line.starts(with: "HTTP/".utf8) {
            headers = [:]
        } else if let colon = line.firstIndex(of: UInt8(ascii: ":")) {
            let name = Self.asciiLowercased(Self.trimmed(line[..<colon]))
            let value = String(decoding: Self.trimmed(line[(colon + 1)...]), as: UTF8.self)
            if let existing = headers[name] {
                headers[name] = existing + ", " + value
            } else {
                headers[name] = value
            }
            if name == "content-length", body.isEmpty, let length = Int(value), length > 0,
                length <= request.maxBodyBytes ?? Int.max
            {
                // One allocation for the whole body instead of one per doubling.
                body = Data(capacity: length)
            }
        }
        return count
    }

    /// `bytes` as a string with A–Z lowered (header names are ASCII tokens; other bytes are kept).
    private static func asciiLowercased(_ bytes: Slice<UnsafeRawBufferPointer>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            for (offset, byte) in bytes.enumerated() {
                buffer[offset] = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
            }
            return bytes.count
        }
    }

    /// `bytes` without leading and trailing spaces, tabs and line breaks.
    private static func trimmed(_ bytes: Slice<UnsafeRawBufferPointer>) -> Slice<UnsafeRawBufferPointer> {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }),
            let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return bytes[bytes.startIndex..<bytes.startIndex] }
        return bytes[first...last]
    }

    /// The outcome of a transfer libcurl reported as done with `code`.
    func outcome(code: CURLcode) -> Result<HTTPResponse, Error> {
        var status = 0
        if let easy { _ = popcorn_curl_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status) }
        if code == CURLE_OK {
            if scheme == .file && status == 0 { status = 200 }
            return .success(HTTPResponse(status: status, headers: headers, body: body))
        }
        if scheme == .file && code == CURLE_FILE_COULDNT_READ_FILE {
            return .success(HTTPResponse(status: 404))
        }
        return .failure(error(for: code))
    }

    private func error(for code: CURLcode) -> HTTPError {
        let detail =
            errorBuffer.pointee != 0 ? String(cString: errorBuffer) : String(cString: popcorn_curl_easy_strerror(code))
        if exceededLimit || code == CURLE_FILESIZE_EXCEEDED {
            return .tooLarge(limit: request.maxBodyBytes ?? 0)
        }
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_COULDNT_CONNECT:
            return .offline(detail: detail)
        case CURLE_OPERATION_TIMEDOUT:
            return .timeout
        case CURLE_PARTIAL_FILE, CURLE_GOT_NOTHING, CURLE_SEND_ERROR, CURLE_RECV_ERROR,
            CURLE_HTTP2, CURLE_HTTP2_STREAM, CURLE_BAD_CONTENT_ENCODING:
            return .connectionLost(detail: detail)
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM,
            CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR,
            CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS:
            return .tls(host: host, detail: detail)
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT, CURLE_TOO_MANY_REDIRECTS:
            return .refusedURL(url: request.redactedURL, reason: detail)
        case CURLE_ABORTED_BY_CALLBACK:
            return .cancelled
        default:
            return .other(code: Int(code.rawValue), detail: detail)
        }
    }

    /// Elapsed time since the handle was created.
    var elapsed: Duration { ContinuousClock.now - startedAt }

    /// Body bytes received so far.
    var receivedBytes: Int { body.count }

    /// Resumes the awaiting task once (the continuation is dropped first); later calls are ignored.
    func resume(with result: Result<HTTPResponse, Error>) {
        guard let continuation else { return }
        self.continuation = nil
        releaseHandle()
        body = Data()
        continuation.resume(with: result)
    }

    private func releaseHandle() {
        if let easy { popcorn_curl_easy_cleanup(easy) }
        easy = nil
        if let headerList { popcorn_curl_slist_free_all(headerList) }
        headerList = nil
    }
}
