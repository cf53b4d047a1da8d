#include "app/gui/FontConfigWarmUp.h"

#include <fontconfig/fontconfig.h>
#include <pthread.h>
#include <sched.h>
#include <system_error>
#include <utility>

namespace accel::gui {

FontConfigWarmUp::FontConfigWarmUp()
    : FontConfigWarmUp([] { (void)FcInit(); }) {}

FontConfigWarmUp::FontConfigWarmUp(std::function<void()> work) {
    try {
        // The thread keeps its own reference: it may outlive this object.
        m_thread = std::thread([shared = m_shared, work = std::move(work)] {
            work();
            {
                const std::lock_guard<std::mutex> lock(shared->mutex);
                shared->finished = true;
            }
            shared->done.notify_all();
        });
        // Set from here, not by the thread itself, so that it is known at
        // once. Until then the thread runs at normal priority: on a two-core
        // VM this call returned 3 ms after the thread had started. A thread
        // created at idle priority instead only moved those 3 ms into
        // QApplication (docs/development.md, "Speed").
        const sched_param none{};
        m_idle = pthread_setschedparam(m_thread.native_handle(), SCHED_IDLE, &none) == 0;
        m_hasCpuClock = pthread_getcpuclockid(m_thread.native_handle(), &m_cpuClock) == 0;
    } catch (const std::system_error&) {
        // No thread to spare: Qt reads the configuration itself when it first needs it.
    }
}

FontConfigWarmUp::~FontConfigWarmUp() {
    if (!m_thread.joinable()) {
        return;
    }
    if (waitUpTo(std::chrono::milliseconds(0))) {
        m_thread.join();
    } else {
        m_thread.detach(); // at idle priority it could take long on a busy machine
    }
}

bool FontConfigWarmUp::waitUpTo(std::chrono::microseconds limit) {
    if (!m_thread.joinable()) {
        return false;
    }
    std::unique_lock<std::mutex> lock(m_shared->mutex);
    return m_shared->done.wait_for(lock, limit, [this] { return m_shared->finished; });
}

bool FontConfigWarmUp::waitWhileRunning(std::chrono::milliseconds limit) {
    using Clock = std::chrono::steady_clock;
    // Checked every millisecond: the work runs, at idle priority, on the core
    // this thread leaves free by waiting, unless other programs have it.
    constexpr auto kSlice = std::chrono::microseconds(1000); // halves exactly
    constexpr int kSlicesStalledBeforeGivingUp = 2;
    const Clock::time_point deadline = Clock::now() + limit;
    std::chrono::nanoseconds cpuBefore = cpuTime();
    int stalled = 0;
    while (!waitUpTo(kSlice)) {
        if (Clock::now() >= deadline) {
            return false;
        }
        const std::chrono::nanoseconds cpuNow = cpuTime();
        // Running means at least half of the slice on a core; a starved
        // idle-priority thread gets a sliver now and then, which is no progress.
        if (cpuNow - cpuBefore >= kSlice / 2) {
            stalled = 0;
        } else if (++stalled >= kSlicesStalledBeforeGivingUp) {
            return false;
        }
        cpuBefore = cpuNow;
    }
    return true;
}

std::chrono::nanoseconds FontConfigWarmUp::cpuTime() const {
    timespec used{};
    if (!m_hasCpuClock || clock_gettime(m_cpuClock, &used) != 0) {
        return {}; // ended, or no such clock: never counts as progress
    }
    return std::chrono::seconds(used.tv_sec) + std::chrono::nanoseconds(used.tv_nsec);
}

bool FontConfigWarmUp::ranAtIdlePriority() const {
    return m_idle;
}

} // namespace accel::gui
