-- wrk script: POST { settings_str } to /graphql (a cached document, one resolver).
wrk.method = "POST"
wrk.body = '{"query":"{ settings_str }"}'
wrk.headers["Content-Type"] = "application/json"
