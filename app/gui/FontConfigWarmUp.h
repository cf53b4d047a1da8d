#pragma once

#include <thread>

namespace accel::gui {

// Fontconfig reads its configuration and every font cache the first time Qt
// asks for a font: a fifth of all the work before the first page appears
// (docs/development.md, "Start-up"). That reading needs nothing from Qt, so it
// is started on a second thread as the program starts and runs while
// QApplication connects to the display and loads the translations; the window
// waits for it only when it needs its first font. Fontconfig publishes its
// configuration with an atomic compare-and-swap (FcConfigEnsure), so a
// second reader would only repeat the work, never see half of it.
class FontConfigWarmUp {
public:
    FontConfigWarmUp();
    ~FontConfigWarmUp();
    FontConfigWarmUp(const FontConfigWarmUp&) = delete;
    FontConfigWarmUp& operator=(const FontConfigWarmUp&) = delete;
    FontConfigWarmUp(FontConfigWarmUp&&) = delete;
    FontConfigWarmUp& operator=(FontConfigWarmUp&&) = delete;

    // Blocks until fontconfig is ready; call before the first widget measures text.
    void wait();

private:
    std::thread m_thread;
};

} // namespace accel::gui
