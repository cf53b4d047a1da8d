#pragma once

#include "io/ProfileFile.h"
#include "model/Evaluation.h"
#include "model/Profile.h"

#include <QCoreApplication>
#include <QString>

#include <array>
#include <optional>

namespace accel {
class QuestionCatalogue;
}

namespace accel::ui {

// What the compare window shows, without the window: two profiles, each
// loaded (or handed over) and run through the engine once, with the label
// that names it. No widgets, so that tests and other views can drive it.
class CompareSession {
    Q_DECLARE_TR_FUNCTIONS(CompareSession)

public:
    enum Side { Left = 0, Right = 1 };

    explicit CompareSession(const QuestionCatalogue& catalogue)
        : m_catalogue(catalogue) {}

    // How a side is named, one form for both: "Name (file.accel.json)";
    // the file's name alone for a profile without one, the name alone for
    // one not saved yet. `openNow`: the profile open in the window, with
    // what is not saved yet ("Name (file.accel.json, open now)").
    static QString sideLabel(const QString& name, const QString& path, bool openNow = false);

    // Evaluates `profile` for `side`, named `label`.
    void setSide(Side side, const Profile& profile, const QString& label);
    // Reads the profile at `path` into `side`, named after the profile and the
    // file. On failure the side stays as it was; the load says why.
    Result<io::LoadedProfile> loadFile(Side side, const QString& path);

    [[nodiscard]] const std::optional<Evaluation>& evaluation(Side side) const {
        return m_evaluations[side];
    }
    [[nodiscard]] const QString& label(Side side) const { return m_labels[side]; }
    [[nodiscard]] bool complete() const { return m_evaluations[Left] && m_evaluations[Right]; }

private:
    const QuestionCatalogue& m_catalogue;
    std::array<std::optional<Evaluation>, 2> m_evaluations;
    std::array<QString, 2> m_labels;
};

} // namespace accel::ui
