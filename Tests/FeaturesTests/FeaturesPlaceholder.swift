import XCTest
@testable import Features
