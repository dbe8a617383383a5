import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `os_unfair_lock` (`import os` on iOS): a lock an app allocates and locks through a pointer.
/// Here a POSIX mutex, whose all-zero value is an unlocked default mutex, as `os_unfair_lock()` is
/// an unlocked lock.
public struct os_unfair_lock {
    var mutex = pthread_mutex_t()
    public init() {}
}

public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock>

private func mutex(_ lock: os_unfair_lock_t) -> UnsafeMutablePointer<pthread_mutex_t> {
    UnsafeMutableRawPointer(lock).assumingMemoryBound(to: pthread_mutex_t.self)
}

public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) { pthread_mutex_lock(mutex(lock)) }
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) { pthread_mutex_unlock(mutex(lock)) }
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool { pthread_mutex_trylock(mutex(lock)) == 0 }
/// The ownership assertions check nothing here (a default mutex does not know its owner).
public func os_unfair_lock_assert_owner(_ lock: os_unfair_lock_t) {}
public func os_unfair_lock_assert_not_owner(_ lock: os_unfair_lock_t) {}
