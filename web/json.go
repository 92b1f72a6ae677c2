package web

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"reflect"
	"strings"
)

// MaxBodyBytes is the largest request body accepted (1 MiB).
const MaxBodyBytes = 1 << 20

// Validator is a request body that can check its own fields after decoding.
type Validator interface {
	Valid(ctx context.Context) []FieldError
}

// Decode reads r's body into a T: it must be application/json, at most 1 MiB, one JSON
// object with nothing after it, with fields of the right types; then T's Valid method
// must find nothing wrong. Any failure is a *Problem ready for Error.
func Decode[T Validator](w http.ResponseWriter, r *http.Request) (T, error) {
	var v T
	if err := checkJSONContentType(r.Header.Get("Content-Type")); err != nil {
		return v, err
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBodyBytes))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return v, Errorf(CodePayloadTooLarge, "The body is over %d bytes; send at most 1 MiB.", MaxBodyBytes)
		}
		return v, Errorf(CodeInvalidJSON, "The body could not be read: %v.", err)
	}
	if err := DecodeBytes(body, &v); err != nil {
		return v, err
	}
	if errs := v.Valid(r.Context()); len(errs) > 0 {
		return v, Invalid(errs...)
	}
	return v, nil
}

func checkJSONContentType(ct string) error {
	if ct == "application/json" {
		return nil // what nearly every client sends, without parsing
	}
	if ct == "" {
		return Errorf(CodeUnsupportedMedia, "Send the body with Content-Type: application/json.")
	}
	mt, _, err := mime.ParseMediaType(ct)
	if err != nil || (mt != "application/json" && !strings.HasSuffix(mt, "+json")) {
		return Errorf(CodeUnsupportedMedia, "Content-Type %q is not accepted; send application/json.", ct)
	}
	return nil
}

// DecodeBytes decodes one JSON object from body into v, refusing anything else.
func DecodeBytes(body []byte, v any) error {
	trimmed := bytes.TrimLeft(body, " \t\r\n")
	if len(trimmed) == 0 {
		return Errorf(CodeInvalidJSON, "The body is empty; send one JSON object.")
	}
	if trimmed[0] != '{' {
		return Errorf(CodeInvalidJSON, "The body must be one JSON object ({...}).")
	}
	dec := json.NewDecoder(bytes.NewReader(trimmed))
	if err := dec.Decode(v); err != nil {
		var typeErr *json.UnmarshalTypeError
		if errors.As(err, &typeErr) {
			field := jsonPath(reflect.TypeOf(v), typeErr.Field)
			if field == "" {
				field = "(body)"
			}
			return Invalid(FieldError{Field: field, Message: "must be " + describeJSONType(typeErr.Type.Kind().String()) +
				", not " + typeErr.Value})
		}
		return Errorf(CodeInvalidJSON, "The body is not valid JSON: %s.", strings.TrimPrefix(err.Error(), "json: "))
	}
	if rest := bytes.TrimSpace(trimmed[dec.InputOffset():]); len(rest) > 0 {
		return Errorf(CodeInvalidJSON, "The body has data after its JSON object; send exactly one object.")
	}
	if errs := nearMisses(trimmed, v); len(errs) > 0 {
		return Invalid(errs...)
	}
	return nil
}

func describeJSONType(kind string) string {
	switch kind {
	case "string":
		return "a string"
	case "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64":
		return "an integer"
	case "float32", "float64":
		return "a number"
	case "bool":
		return "true or false"
	case "slice", "array":
		return "an array"
	case "map", "ptr":
		return "an object"
	case "struct":
		return "an object (or, for ingredients and steps, a string)"
	}
	return "a " + kind
}

// JSON writes v as a JSON response with status.
func JSON(w http.ResponseWriter, status int, v any) {
	w.Header()["Content-Type"] = jsonContentType
	w.WriteHeader(status)
	writeJSONBody(w, v)
}

// jsonContentType is shared: headers set from it are replaced, never changed in place.
var jsonContentType = []string{"application/json"}

func writeJSONBody(w io.Writer, v any) {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.Encode(v)
}
