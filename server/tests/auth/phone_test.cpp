// Phone numbers: the spec's mask and +92 prefix, one canonical 11-digit form.
#include <gtest/gtest.h>

#include "auth/phone.hpp"

using karyana::auth::canonical_phone;
using karyana::auth::parse_phone;
using karyana::auth::PhoneError;

TEST(Phone, AcceptsTheMaskedAndPrefixedForms) {
  for (const char* input : {"03001234567", "0300 123-45-67", "(0300) 123-45-67", "+92 300 1234567", "+923001234567",
                            "923001234567", "00923001234567", "3001234567", " 0300-1234567 ", "+92 (0300) 123-45-67"}) {
    EXPECT_EQ(canonical_phone(input), "03001234567") << input;
  }
}

TEST(Phone, RefusesWrongLengthsLettersAndOtherCountries) {
  EXPECT_EQ(parse_phone("").error, PhoneError::empty);
  EXPECT_EQ(parse_phone("(____) ___-__-__").error, PhoneError::empty);       // an untouched mask
  EXPECT_EQ(parse_phone("0300 123-45-6_").error, PhoneError::wrong_length);  // half-filled mask
  EXPECT_EQ(parse_phone("030012345678").error, PhoneError::wrong_length);
  EXPECT_EQ(parse_phone("0300123456").error, PhoneError::wrong_length);
  EXPECT_EQ(parse_phone("0300abc4567").error, PhoneError::invalid_characters);
  EXPECT_EQ(parse_phone("03001234567+").error, PhoneError::invalid_characters);
  EXPECT_EQ(parse_phone("+44 7700 900123").error, PhoneError::not_mobile);
  EXPECT_EQ(parse_phone("04235761234").error, PhoneError::not_mobile);  // a Lahore landline
  EXPECT_EQ(parse_phone("+92 42 35761234").error, PhoneError::not_mobile);
  EXPECT_FALSE(canonical_phone("+92 300 12345678"));
}

TEST(Phone, FormatsTheInternationalForm) {
  EXPECT_EQ(karyana::auth::international_phone("03001234567"), "+923001234567");
}
