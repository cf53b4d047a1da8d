#pragma once

#include "model/report/ProfileFigures.h"

#include <QObject>

#include <memory>

namespace accel::ui {

class LivePricesController;
class ProfileDocument;

// The open profile's figures (report::figuresOf): computed once per change
// of the profile or of the prices, then handed to every view that shows
// them: the result page, the live panel, "since you saved", the reports and
// the result stored on saving.
class DocumentFigures : public QObject {
    Q_OBJECT

public:
    // `document` and `prices` must outlive this object.
    DocumentFigures(const ProfileDocument& document, LivePricesController& prices,
                    QObject* parent = nullptr);

    // The figures of the document as it stands now. Shared, so that a view
    // reading them keeps them while an edit it causes makes new ones.
    [[nodiscard]] std::shared_ptr<const report::ProfileFigures> now() const;

private:
    const ProfileDocument& m_document;
    LivePricesController& m_prices;
    // The last figures; stale when their profile is no longer the document's.
    mutable std::shared_ptr<const report::ProfileFigures> m_figures;
};

} // namespace accel::ui
