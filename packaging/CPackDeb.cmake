# `cpack -G DEB` in the build folder makes the .deb.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME accel-advisor)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "The Accelerator Advisor developers")
set(CPACK_PACKAGE_CONTACT "The Accelerator Advisor developers <maintainers@acceleratoradvisor.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "decide whether an ML workload belongs on GPUs, TPUs or both")
set(CPACK_PACKAGE_DESCRIPTION
"A wizard asks about the framework, project stage, model dynamism, team
skills and cloud constraints of a machine-learning project and turns the
answers into a factor-by-factor comparison of GPUs and TPUs: a verdict with
its reasons and confidence, blockers, what would change the verdict, workload
sizing and cost, and PDF, HTML or Markdown reports. Profiles are saved as
JSON; a command line evaluates them without a display.")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://github.com/acceleratoradvisor/accel-advisor")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# QtKeychain opens libsecret at run time, so dpkg-shlibdeps cannot see it.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libsecret-1-0, qt6-qpa-plugins")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "gnome-keyring, qt6-translations-l10n")
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION TRUE)
include(CPack)
