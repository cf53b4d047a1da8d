// libFuzzer: the accelerator catalogue reader, both as a whole catalogue and
// as a user override merged into the bundled one.

#include "model/sizing/AcceleratorData.h"
#include "model/sizing/AcceleratorDataReader.h"

#include <QByteArray>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace accel::sizing;
    const QByteArray input(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));

    QList<accel::InputIssue> issues;
    const auto whole = AcceleratorDataReader(issues, nullptr).read(input);
    if (!whole && issues.isEmpty()) {
        std::abort(); // a rejection must say why
    }

    QList<accel::InputIssue> overrideIssues;
    const auto merged =
        AcceleratorDataReader(overrideIssues, &AcceleratorData::bundled()).read(input);
    if (!merged && overrideIssues.isEmpty()) {
        std::abort();
    }
    return 0;
}
