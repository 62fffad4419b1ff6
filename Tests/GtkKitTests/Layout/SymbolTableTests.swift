import XCTest

@testable import GtkKit

/// The engine's symbol table against `Dictionary`, through random insertions, changes and
/// removals: removal shifts later entries back, which is where an open-addressed table goes wrong.
final class SymbolTableTests: XCTestCase {
    func testRandomChangesMatchADictionary() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
        var table = SymbolTable<Int>()
        var reference: [Int: Int] = [:]
        // A pool of scattered ids, so the same ones come and go and their slots collide (the
        // engine's ids are consecutive, which the hash spreads with few collisions).
        let pool = (0..<600).map { _ in 1 + next(1_000_000) }
        for step in 0..<20_000 {
            let symbol = SolverSymbol(id: pool[next(pool.count)], kind: .slack)
            switch next(4) {
            case 0:
                XCTAssertEqual(table.removeValue(forKey: symbol), reference.removeValue(forKey: symbol.id), "step \(step)")
            case 1:
                table.modify(symbol, default: 0) { $0 += 1 }
                reference[symbol.id, default: 0] += 1
            default:
                table[symbol] = step
                reference[symbol.id] = step
            }
            XCTAssertEqual(table.count, reference.count, "step \(step)")
        }
        for id in pool {
            XCTAssertEqual(table[SolverSymbol(id: id, kind: .slack)], reference[id], "id \(id)")
        }
        XCTAssertEqual(Set(table.symbols.map(\.id)), Set(reference.keys))
    }
}
