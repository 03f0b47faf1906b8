// The text of src/api/schema.graphql, embedded at build time.
#pragma once

namespace karyana::api {
extern const char* const kSchemaSdl;
}
