// multipart/form-data bodies as the upload route receives them (http/multipart_form.hpp).
#include <gtest/gtest.h>

#include <string>

#include "http/multipart_form.hpp"

namespace karyana::http {
namespace {

TEST(MultipartForm, ReadsBoundariesAndParts) {
  EXPECT_EQ(multipart_boundary("multipart/form-data; boundary=abc"), "abc");
  EXPECT_EQ(multipart_boundary("Multipart/Form-Data; charset=utf-8; boundary=\"a b\""), "a b");
  EXPECT_FALSE(multipart_boundary("application/x-www-form-urlencoded"));
  EXPECT_FALSE(multipart_boundary("multipart/form-data"));

  const std::string body =
      "--XyZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a \\\"b\\\".png\"\r\n"
      "Content-Type: image/png\r\n\r\n\x89PNG\r\n--Xy\r\n--XyZ\r\n"
      "content-disposition: form-data; name=thumbSize\r\n\r\n64\r\n--XyZ--\r\n";
  auto form = parse_multipart(body, "XyZ");
  ASSERT_TRUE(form);
  ASSERT_EQ(form->parts.size(), 2u);
  EXPECT_EQ(form->parts[0].filename, "a \"b\".png");
  EXPECT_EQ(form->parts[0].content_type, "image/png");
  EXPECT_EQ(form->parts[0].data, "\x89PNG\r\n--Xy");
  EXPECT_EQ(form->find("thumbSize")->data, "64");
  EXPECT_FALSE(form->find("thumbSize")->filename);

  EXPECT_FALSE(parse_multipart("--XyZ\r\nContent-Disposition: form-data; name=a\r\n\r\nunterminated", "XyZ"));
  EXPECT_FALSE(parse_multipart("--XyZ\r\nContent-Type: text/plain\r\n\r\nx\r\n--XyZ--", "XyZ"));
  std::string many;
  for (int i = 0; i < 20; ++i) many += "--XyZ\r\nContent-Disposition: form-data; name=f\r\n\r\nv\r\n";
  EXPECT_FALSE(parse_multipart(many + "--XyZ--", "XyZ"));
}

}  // namespace
}  // namespace karyana::http
