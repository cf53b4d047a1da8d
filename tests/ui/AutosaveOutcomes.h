#pragma once

#include "ui/main/AutosaveStore.h"

#include <QSignalSpy>
#include <QTest>

namespace accel::test {

// The outcomes of an autosave store's writes, as its writeFinished signal
// reports them: how many succeeded or failed, and waiting for the next one.
class AutosaveOutcomes {
public:
    explicit AutosaveOutcomes(ui::AutosaveStore& store)
        : m_spy(&store, &ui::AutosaveStore::writeFinished) {}

    [[nodiscard]] int succeeded() const { return count(true); }
    [[nodiscard]] int failed() const { return count(false); }
    [[nodiscard]] Result<QString> at(int i) const {
        return m_spy.at(i).at(0).value<Result<QString>>();
    }
    // Waits up to `ms` for one more write that succeeded (or failed).
    bool waitForSuccess(int ms) { return waitFor(true, ms); }
    bool waitForFailure(int ms) { return waitFor(false, ms); }

private:
    [[nodiscard]] int count(bool ok) const {
        int n = 0;
        for (int i = 0; i < m_spy.count(); ++i) {
            n += at(i).ok() == ok ? 1 : 0;
        }
        return n;
    }
    bool waitFor(bool ok, int ms) {
        const int before = count(ok);
        return QTest::qWaitFor([&] { return count(ok) > before; }, ms);
    }

    QSignalSpy m_spy;
};

} // namespace accel::test
