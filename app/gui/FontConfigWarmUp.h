#pragma once

#include <chrono>
#include <condition_variable>
#include <ctime>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>

namespace accel::gui {

// Fontconfig reads its configuration and every font cache the first time Qt
// asks for a font: a fifth of all the work before the first page appears
// (docs/development.md, "Start-up"). That reading needs nothing from Qt, so it
// is started on a second thread as the program starts, while QApplication
// connects to the display and loads the translations.
//
// The thread runs at idle priority (SCHED_IDLE): QApplication talks to the
// display server in many round trips, and on a two-core machine a second
// thread at normal priority kept the server waiting for a core, which made
// QApplication 3 to 4 ms slower and ate most of the gain. At idle priority it
// only takes time that nothing else wants.
//
// The window waits for it only while it is running (waitWhileRunning): while
// the main thread waits, its core is free and the warm-up gets it. An
// unprivileged thread cannot leave SCHED_IDLE, so on a machine whose cores
// are all taken the warm-up stops getting time; the window then stops
// waiting after two milliseconds without progress, and Qt reads the
// configuration itself, as it would without this class. Fontconfig
// publishes a configuration with an atomic compare-and-swap (FcConfigEnsure),
// so two readers only repeat work, never see half of it.
class FontConfigWarmUp {
public:
    FontConfigWarmUp(); // reads fontconfig's configuration (FcInit)
    // For tests: runs `work` on the idle-priority thread instead.
    explicit FontConfigWarmUp(std::function<void()> work);
    // Joins a finished thread; leaves an unfinished one to end on its own.
    ~FontConfigWarmUp();
    FontConfigWarmUp(const FontConfigWarmUp&) = delete;
    FontConfigWarmUp& operator=(const FontConfigWarmUp&) = delete;
    FontConfigWarmUp(FontConfigWarmUp&&) = delete;
    FontConfigWarmUp& operator=(FontConfigWarmUp&&) = delete;

    // Waits until the work has finished or `limit` has passed; true if finished.
    bool waitUpTo(std::chrono::microseconds limit);
    // The same, but also gives up once the work has had less than half of
    // each of two successive milliseconds on a core: it is not running.
    bool waitWhileRunning(std::chrono::milliseconds limit);
    // Whether the thread got idle priority (false where the system refused).
    bool ranAtIdlePriority() const;

private:
    struct Shared {
        std::mutex mutex;
        std::condition_variable done;
        bool finished = false; // guarded by mutex
    };
    std::shared_ptr<Shared> m_shared = std::make_shared<Shared>();
    // The thread's CPU time so far; zero once it has ended.
    std::chrono::nanoseconds cpuTime() const;

    std::thread m_thread;
    bool m_idle = false;
    bool m_hasCpuClock = false;
    clockid_t m_cpuClock{};
};

} // namespace accel::gui
