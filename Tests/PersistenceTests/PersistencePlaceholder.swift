import XCTest
@testable import Persistence
