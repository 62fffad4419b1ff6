#ifndef SEGUE_CINTL_SHIM_H
#define SEGUE_CINTL_SHIM_H
/* gettext lives in glibc, but Swift's Glibc module does not export libintl.h. */
#include <libintl.h>
#endif
