import XCTest
@testable import GtkKit
