//
//  ProfileViewModel.swift
//  Profiles
//
//  Loads and edits the signed-in user's profile.
//

import Foundation
import OSLog
import SwiftUI

private let logger = Logger(subsystem: "com.example.profiles", category: "ProfileViewModel")

// ... rest of the file unchanged ...
