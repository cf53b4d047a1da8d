// libFuzzer: the profile loader must reject or accept any bytes without
// crashing, and anything it accepts must survive a save/load round trip.

#include "model/QuestionCatalogue.h"
#include "model/profile/ProfileCodec.h"

#include <QByteArray>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const accel::ProfileCodec codec(accel::QuestionCatalogue::builtIn());
    const QByteArray input(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const accel::Result<accel::ProfileRead> parsed = codec.parse(input);
    if (parsed.ok()) {
        const accel::Result<accel::ProfileRead> again =
            codec.parse(codec.serialize(parsed->profile));
        if (!again.ok() || !(again->profile == parsed->profile)) {
            std::abort(); // a profile we accept must round-trip unchanged
        }
    } else if (parsed.failure().issues.isEmpty()) {
        std::abort(); // a rejection must say why
    }
    return 0;
}
