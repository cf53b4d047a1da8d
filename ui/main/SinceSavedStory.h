#pragma once

#include <QStringList>

namespace accel::ui {

class DocumentFigures;
class ProfileDocument;

// "What changed since you saved": the result stored in the open profile
// against the result now (verdict, confidence, cheapest fit, bill), told as
// a headline and its causes. One story for the result page's banner and the
// status bar on opening a profile.
class SinceSavedStory {
public:
    // Both must outlive this object.
    SinceSavedStory(const ProfileDocument& document, const DocumentFigures& figures);

    // Headline first, then the causes; empty when the profile holds no saved
    // result or nothing is worth telling.
    [[nodiscard]] QStringList tell() const;

private:
    const ProfileDocument& m_document;
    const DocumentFigures& m_figures;
};

} // namespace accel::ui
