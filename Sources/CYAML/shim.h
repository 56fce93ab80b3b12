// The one header through which Swift sees the system libyaml.
#ifndef TRANSPEC_CYAML_SHIM_H
#define TRANSPEC_CYAML_SHIM_H
#include <yaml.h>
#endif
