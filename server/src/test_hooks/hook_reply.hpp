// The answer of a test hook: a status and a JSON body ({"error": {"message"}} on errors).
#pragma once

#include <string>

namespace karyana::test_hooks {

struct TestHookReply {
  int status = 200;
  std::string body;
};

}  // namespace karyana::test_hooks
