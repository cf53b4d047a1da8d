// Not part of any test binary: the ResultNodiscard test builds this file and
// expects the compiler to refuse it, because a Result that is dropped is a
// failure nobody hears of ([[nodiscard]] in Result.h).

#include "model/Result.h"

namespace {

accel::Result<> mayFail() {
    return accel::Failure{QStringLiteral("dropped")};
}

} // namespace

void dropsAResult() {
    mayFail(); // must not compile: the result is ignored
}
