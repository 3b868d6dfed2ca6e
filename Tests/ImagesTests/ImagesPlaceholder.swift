import XCTest
@testable import Images
