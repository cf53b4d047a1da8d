#pragma once

#include "model/sizing/AcceleratorData.h"

#include <gtest/gtest.h>

// The bundled accelerator data, for the estimator tests.
namespace accel::sizing::test {

inline const AcceleratorData& cat() {
    return AcceleratorData::bundled();
}

inline const AcceleratorSpec& spec(const char* id) {
    const AcceleratorSpec* s = cat().find(QString::fromLatin1(id));
    EXPECT_NE(s, nullptr) << id;
    return *s;
}

} // namespace accel::sizing::test
