import XCTest

@testable import HTTP

/// The URL policy reads plain URLs without libcurl (so the app's start, which checks its API URL, does not
/// load it): that reading must be libcurl's own.
final class URLPolicyParsingTests: XCTestCase {
    func testPlainURLsAreReadAsLibcurlReadsThem() {
        let plain = [
            "https://api.themoviedb.org/3", "http://127.0.0.1:8080/3", "HTTP://LocalHost:1/x?y=1#z",
            "https://image.tmdb.org/t/p/w185/a.jpg", "https://a-b.Example.com:443/p%20q?x=%41", "http://localhost",
            "https://host:65535?q", "https://host#fragment", "http://10.0.0.255/", "https://0xcafe.example/",
        ]
        for url in plain {
            let read = ParsedURL(plain: url)
            XCTAssertNotNil(read, "\(url) is in the plain form")
            XCTAssertEqual(read, ParsedURL(curl: url), url)
        }
    }

    /// Forms libcurl rewrites or reads with rules of its own (IPv4 shorthands, userinfo, IPv6, encodings,
    /// spaces, files) are left to it.
    func testOtherFormsAreLeftToLibcurl() {
        let others = [
            "http://127.1/", "http://0x7f.0.0.1/", "http://0177.0.0.1/", "http://127.0.0.01/", "http://3/",
            "http://user@127.0.0.1/", "http://evil.example\\@127.0.0.1/", "http://[::1]:8080/", "http://h%41st/",
            "https://exa mple.com", "https://host:65536/", "https://host:0/", "https://host:/", "https:///3",
            "file:///tmp/a.jpg", "ftp://host/", "https://host./", "https://a..b/", "https://caf\u{E9}.example/",
        ]
        for url in others {
            XCTAssertNil(ParsedURL(plain: url), "\(url) is read by libcurl")
        }
        XCTAssertEqual(ParsedURL("http://127.1/")?.host, "127.0.0.1", "libcurl's reading")
    }
}
