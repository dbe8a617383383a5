import Foundation
import ReelLayout
import Testing

/// Where a batch update sends every item and section, and UIKit's exception when it does not
/// add up (docs/facts.md, "Batch updates").
@Suite struct BatchUpdatePlanTests {
    private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    /// The index paths before the update that the items after it came from, `nil` for new ones.
    private func sources(_ plan: UpdatePlan, section: Int = 0) -> [Int?] {
        plan.itemSources[section].map { $0?.item }
    }

    @Test func insertionsNameIndexPathsAfterTheUpdate() throws {
        let plan = try BatchUpdate(insertItems: [path(0, 0), path(0, 1)]).plan(countsBefore: [5])
        #expect(plan.countsAfter == [7])
        #expect(sources(plan) == [nil, nil, 0, 1, 2, 3, 4])
        #expect(plan.destination(ofItemAt: path(0, 0)) == path(0, 2))
    }

    @Test func deletionsAndMoveSourcesNameIndexPathsBeforeIt() throws {
        // Item 1 goes, item 4 moves to the front; the others keep their order.
        let update = BatchUpdate(deleteItems: [path(0, 1)], moveItems: [.init(from: path(0, 4), to: path(0, 0))])
        let plan = try update.plan(countsBefore: [6])
        #expect(sources(plan) == [4, 0, 2, 3, 5])
        #expect(plan.destination(ofItemAt: path(0, 1)) == nil)
        #expect(plan.steps.map(\.action) == [.delete, .move])
    }

    @Test func aReloadIsADeletionAndAnInsertionOfTheSameItem() throws {
        let plan = try BatchUpdate(reloadItems: [path(0, 1)]).plan(countsBefore: [3])
        // The data stays where it was; the cell is a new one.
        #expect(sources(plan) == [0, 1, 2])
        #expect(plan.cellSource(ofItemAt: path(0, 1)) == nil && plan.cellDestination(ofItemAt: path(0, 1)) == nil)
        #expect(plan.steps == [UpdatePlan.Step(action: .reload, before: path(0, 1), after: path(0, 1))])
        // With an item inserted before it, the reloaded item lands one further.
        let shifted = try BatchUpdate(insertItems: [path(0, 0)], reloadItems: [path(0, 1)]).plan(countsBefore: [3])
        #expect(shifted.reloadedAfter == [path(0, 2)])
        #expect(BatchUpdate(reloadItems: [path(0, 1)]).updateLines == ["Delete item (0 - 1)", "Insert item (0 - 1)"])
    }

    @Test func sectionsInsertedAndMovedKeepTheOthersInOrder() throws {
        let update = BatchUpdate(insertSections: [0], moveSections: [.init(from: 2, to: 1)])
        let plan = try update.plan(countsBefore: [2, 3, 4], countsAfter: [1, 4, 2, 3])
        #expect(plan.sectionSources == [nil, 2, 0, 1])
        #expect(plan.itemSources[1] == [path(2, 0), path(2, 1), path(2, 2), path(2, 3)])
        #expect(sources(plan, section: 0) == [nil])
    }

    @Test func reconfiguredItemsKeepTheirCellAndMoveWithTheData() throws {
        let plan = try BatchUpdate(insertItems: [path(0, 0)], reconfigureItems: [path(0, 2)]).plan(countsBefore: [4])
        #expect(plan.reconfigured == [path(0, 3)])
        #expect(sources(plan) == [nil, 0, 1, 2, 3])
    }

    // MARK: - Invalid updates

    @Test func countsThatDoNotAddUpThrowUIKitsException() {
        let update = BatchUpdate(insertItems: [path(0, 0)])
        #expect(throws: InvalidBatchUpdate.self) { try update.plan(countsBefore: [20], countsAfter: [20]) }
        do {
            _ = try update.plan(countsBefore: [20], countsAfter: [20])
        } catch {
            #expect(error.reason == """
                Invalid batch updates detected: the number of sections and/or items returned by the data source \
                before and/or after performing the batch updates are inconsistent with the updates.
                Data source before updates = { 1 section with item counts: [20] }
                Data source after updates = { 1 section with item counts: [20] }
                Updates = [
                \tInsert item (0 - 0)
                ]
                """)
            #expect(error.consoleLines.first == "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
                + "reason: 'Invalid batch updates detected: the number of sections and/or items returned by the data source "
                + "before and/or after performing the batch updates are inconsistent with the updates.")
            #expect(error.consoleLines.last == "]'")
        }
    }

    @Test func aTableSaysRowsAndListsAReloadAsTwoUpdates() {
        do {
            _ = try BatchUpdate(reloadItems: [path(0, 0)]).plan(countsBefore: [30], countsAfter: [29], view: .table)
            Issue.record("a reload that loses a row must throw")
        } catch {
            #expect(error.reason == """
                Invalid batch updates detected: the number of sections and/or rows returned by the data source \
                before and/or after performing the batch updates are inconsistent with the updates.
                Data source before updates = { 1 section with row counts: [30] }
                Data source after updates = { 1 section with row counts: [29] }
                Updates = [
                \tDelete row (0 - 0),
                \tInsert row (0 - 0)
                ]
                """)
        }
    }

    @Test func aWrongNumberOfSectionsIsTheSameException() {
        do {
            _ = try BatchUpdate(insertSections: [2]).plan(countsBefore: [3, 4], countsAfter: [3, 4])
            Issue.record("an inserted section the data source does not report must throw")
        } catch {
            #expect(error.problem == .counts)
            #expect(error.reason.contains("Data source before updates = { 2 sections with item counts: [3, 4] }"))
        }
    }

    @Test func indexPathsOutsideTheDataThrowOnceTheCountsAddUp() {
        do {
            _ = try BatchUpdate(deleteItems: [path(0, 7)]).plan(countsBefore: [5])
            Issue.record("deleting item 7 of 5 must throw")
        } catch {
            #expect(error.reason == "attempt to delete item 7 from section 0 which only contains 5 items before the update")
        }
        do {
            _ = try BatchUpdate(insertItems: [path(0, 7)]).plan(countsBefore: [5])
            Issue.record("inserting at 7 of 6 must throw")
        } catch {
            #expect(error.reason == "attempt to insert item 7 into section 0, but there are only 6 items in section 0 after the update")
        }
        do {
            _ = try BatchUpdate(deleteSections: [3]).plan(countsBefore: [1, 1, 1], view: .table)
            Issue.record("deleting section 3 of 3 must throw")
        } catch {
            #expect(error.reason == "attempt to delete section 3, but there are only 3 sections before the update")
        }
    }

    /// The reason a batch update throws with, or nil when it plans.
    func reason(_ update: BatchUpdate, _ counts: [Int], after: [Int]? = nil, view: InvalidBatchUpdate.View = .collection) -> String? {
        do {
            _ = try update.plan(countsBefore: counts, countsAfter: after, view: view)
            return nil
        } catch {
            return error.reason
        }
    }

    /// Collisions UIKit refuses, in its words (its format strings, `%@` an `NSIndexPath`
    /// printed without its address): a reload is a deletion and an insertion, so a reloaded item
    /// may be neither deleted nor moved, and its insertion may not be a move's destination.
    @Test func collisionsAreRefusedInUIKitsWords() {
        let indexPath = { (item: Int) in "<NSIndexPath> {length = 2, path = 0 - \(item)}" }
        #expect(reason(BatchUpdate(deleteItems: [path(0, 1)], moveItems: [.init(from: path(0, 1), to: path(0, 0))]), [4])
                == "attempt to perform a delete and a move from the same index path (\(indexPath(1)))")
        #expect(reason(BatchUpdate(insertItems: [path(0, 0)], moveItems: [.init(from: path(0, 3), to: path(0, 0))]), [4], after: [5])
                == "attempt to perform an insert and a move to the same index path (\(indexPath(0)))")
        #expect(reason(BatchUpdate(moveItems: [.init(from: path(0, 1), to: path(0, 2)), .init(from: path(0, 1), to: path(0, 3))]), [4])
                == "attempt to move item at index path \(indexPath(1)) to both \(indexPath(2)) and \(indexPath(3))")
        #expect(reason(BatchUpdate(moveItems: [.init(from: path(0, 1), to: path(0, 3)), .init(from: path(0, 2), to: path(0, 3))]), [4])
                == "attempt to move both item at index path \(indexPath(1)) and \(indexPath(2)) to \(indexPath(3))")
        #expect(reason(BatchUpdate(deleteItems: [path(0, 2)], reloadItems: [path(0, 2)]), [4], after: [3])
                == "attempt to delete and reload the same index path (\(indexPath(2)))")
        #expect(reason(BatchUpdate(reloadItems: [path(0, 2)], moveItems: [.init(from: path(0, 2), to: path(0, 0))]), [4])
                == "attempt to perform a delete and a move from the same index path (\(indexPath(2)))")
        // UIKit inserts a reloaded item at its own index (less deletions, plus insertions before
        // it), regardless of moves: item 0 moving to 2 collides with reloaded item 2.
        #expect(reason(BatchUpdate(reloadItems: [path(0, 2)], moveItems: [.init(from: path(0, 0), to: path(0, 2))]), [5])
                == "attempt to perform an insert and a move to the same index path (\(indexPath(2)))")
        #expect(reason(BatchUpdate(deleteItems: [path(0, 0)], reloadItems: [path(0, 3)],
                                   moveItems: [.init(from: path(0, 1), to: path(0, 2))]), [5], after: [4])
                == "attempt to perform an insert and a move to the same index path (\(indexPath(2)))")
        // Moves outside the data, before and after.
        #expect(reason(BatchUpdate(moveItems: [.init(from: path(0, 9), to: path(0, 0))]), [4])
                == "attempt to move index path (\(indexPath(9))) that does not exist - there are only 4 items in section 0 before the update")
        #expect(reason(BatchUpdate(moveItems: [.init(from: path(0, 1), to: path(0, 8))]), [4], view: .table)
                == "attempt to move index path (\(indexPath(1))) to index path (\(indexPath(8))) that does not exist - there are only 4 rows in section 0 after the update")
        #expect(reason(BatchUpdate(moveItems: [.init(from: path(2, 1), to: path(0, 0))]), [4])
                == "attempt to move index path (<NSIndexPath> {length = 2, path = 2 - 1}) from a section that does not exist - there are only 1 sections before the update")
        // A valid reload and move together plan.
        #expect(reason(BatchUpdate(reloadItems: [path(0, 3)], moveItems: [.init(from: path(0, 0), to: path(0, 1))]), [5]) == nil)
        #expect(reason(BatchUpdate(reloadItems: [path(0, 3)], moveItems: [.init(from: path(0, 0), to: path(0, 4))]), [5]) == nil)
    }

    /// Before iOS 16.4 the count exception names the first section that does not add up, with
    /// its insertions, deletions (a reload counts as one of each) and moves in and out.
    @Test func beforeIOS16Point4TheCountExceptionNamesTheSection() throws {
        let old = IOSVersion(15)
        do {
            _ = try BatchUpdate(insertItems: [path(1, 0)], reloadItems: [path(1, 2)],
                                moveItems: [.init(from: path(0, 0), to: path(1, 1))]).plan(countsBefore: [3, 4], countsAfter: [2, 7])
            Issue.record("counts that do not add up must throw")
        } catch {
            #expect(error.reason(onIOS: old) == "Invalid update: invalid number of items in section 1.  The number of items contained in an existing section after the update (7) must be equal to the number of items contained in that section before the update (4), plus or minus the number of items inserted or deleted from that section (2 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (1 moved in, 0 moved out).")
            #expect(error.reason(onIOS: IOSVersion(16, 4)).hasPrefix("Invalid batch updates detected"))
            #expect(error.consoleLines(onIOS: old) == ["*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '" + error.reason(onIOS: old) + "'"])
        }
        do {
            _ = try BatchUpdate(insertSections: [2]).plan(countsBefore: [3, 4], countsAfter: [3, 4], view: .table)
            Issue.record("an inserted section the data source does not report must throw")
        } catch {
            #expect(error.reason(onIOS: old) == "Invalid update: invalid number of sections.  The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted).")
        }
    }
}
