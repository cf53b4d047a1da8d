#pragma once

#include <QString>

namespace accel {

// One problem found in a file the user gave the program (a profile, the
// accelerator data or its override): where, as a JSON path such as
// "$.workload.price_overrides["h100-sxm"]", and what is wrong, in words a user
// can act on (translated). Every reader of outside input reports these.
struct InputIssue {
    QString path;
    QString message;

    friend bool operator==(const InputIssue&, const InputIssue&) = default;
};

} // namespace accel
