-- wrk script: POST { settings_str } to /graphql (a cached document, one resolver). Every answer
-- is checked: the first bad one of each thread is printed as BAD RESPONSE (bench/compare.sh fails).
wrk.method = "POST"
wrk.body = '{"query":"{ settings_str }"}'
wrk.headers["Content-Type"] = "application/json"

local reported = false
function response(status, headers, body)
  if not reported and (status ~= 200 or body:find('"errors"') or not body:find('"settings_str"')) then
    reported = true
    io.stderr:write("BAD RESPONSE " .. status .. ": " .. body:sub(1, 300) .. "\n")
  end
end
