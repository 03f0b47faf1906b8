// karyana: the store's one binary. Commands: serve, seed, migrate.
#include <cstdio>

int main(int argc, char** argv) {
  std::fprintf(stderr, "usage: karyana serve|seed|migrate\n");
  return 2;
}
