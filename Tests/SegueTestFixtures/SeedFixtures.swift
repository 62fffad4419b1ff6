import Foundation
import SegueCore

/// What the seeds say, written out once for every test target: the expected data, and where the
/// shipped files are. (The tests compare against these; the app reads `data/`.)
public enum SeedFixtures {
    /// The 13 movies of seed 000, in order.
    public static let movieTitles = [
        "Toy Story", "A Bug's Life", "Toy Story 2", "Monsters, Inc.", "Finding Nemo", "The Incredibles", "Cars",
        "Ratatouille", "WALL-E", "Up", "Toy Story 3", "Cars 2", "Brave",
    ]

    /// The tasks of seed 002, in order.
    public static let tasks = [
        "Walk the dog", "URGENT: Buy milk", "Clean hidden lair", "Invent miniature dolphins", "Find new henchmen",
        "Get revenge on do-gooder heroes", "URGENT: Fold laundry", "Hold entire world hostage", "Manicure",
    ]

    /// The repository's root folder (this file is `Tests/SegueTestFixtures/SeedFixtures.swift`).
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Finds the shipped data files as an uninstalled `segue` in `.build/debug` does.
    public static var shippedDataLocator: DataLocator {
        DataLocator(environment: [:], executablePath: repositoryRoot.appendingPathComponent(".build/debug/segue").path)
    }
}
