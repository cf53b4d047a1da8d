#include "model/report/ReportDocument.h"

namespace accel::report {

const Section* ReportDocument::section(QStringView id) const {
    for (const Section& s : sections) {
        if (s.id == id) {
            return &s;
        }
    }
    return nullptr;
}

} // namespace accel::report
