import XCTest
@testable import TMDb
