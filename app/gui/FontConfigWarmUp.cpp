#include "app/gui/FontConfigWarmUp.h"

#include <fontconfig/fontconfig.h>
#include <system_error>

namespace accel::gui {

FontConfigWarmUp::FontConfigWarmUp() {
    try {
        m_thread = std::thread([] { (void)FcInit(); });
    } catch (const std::system_error&) {
        // No thread to spare: Qt reads the configuration itself when it first needs it.
    }
}

FontConfigWarmUp::~FontConfigWarmUp() {
    wait();
}

void FontConfigWarmUp::wait() {
    if (m_thread.joinable()) {
        m_thread.join();
    }
}

} // namespace accel::gui
