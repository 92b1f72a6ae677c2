package dashboard

import (
	"net/http"
	"strings"
)

// Input is one labelled form field, with its hint and error.
type Input struct {
	Name         string
	Label        string
	Type         string
	Value        string
	Autocomplete string
	Hint         string
	Error        string
	Optional     bool
	ReadOnly     bool
}

// describedBy names the hint and error that a screen reader reads with the field.
func (in Input) describedBy() string {
	var ids []string
	if in.Hint != "" {
		ids = append(ids, in.Name+"-hint")
	}
	if in.Error != "" {
		ids = append(ids, in.Name+"-error")
	}
	return strings.Join(ids, " ")
}

// maxForm bounds a form's body: the dashboard's forms are a few fields.
const maxForm = 64 << 10

// parseForm reads a posted form, refusing bodies over maxForm.
func parseForm(w http.ResponseWriter, r *http.Request) bool {
	r.Body = http.MaxBytesReader(w, r.Body, maxForm)
	return r.ParseForm() == nil
}

// minPassword is the shortest password the dashboard accepts, as `admin create` does.
const minPassword = 12

// checkNewPassword returns what is wrong with a new password and its confirmation.
func checkNewPassword(password, confirm string) (pwErr, confirmErr string) {
	switch {
	case len(password) < minPassword:
		pwErr = "Use at least 12 characters."
	case len(password) > 256:
		pwErr = "Use at most 256 characters."
	case password != confirm:
		confirmErr = "The two passwords differ."
	}
	return pwErr, confirmErr
}
