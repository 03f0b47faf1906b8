#include "app/public_answers.hpp"

#include "api/public_reads.hpp"

namespace karyana::app {

std::shared_ptr<http::GraphqlAnswers> public_answers(store::Stores& stores) {
  const auto& reads = api::public_reads();
  http::GraphqlAnswersOptions options;
  const store::CatalogueVersion& version = stores.catalogue_version();
  options.version = [&version] { return version.current(); };
  options.root_fields.insert(reads.root_fields.begin(), reads.root_fields.end());
  options.per_user_fields = reads.per_user_fields;
  return std::make_shared<http::GraphqlAnswers>(std::move(options));
}

}  // namespace karyana::app
