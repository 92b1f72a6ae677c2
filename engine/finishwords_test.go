package engine

import (
	"strings"
	"testing"
)

// appendWithout must read as strings.ReplaceAll(text, old, "") does: the check for a
// vegetable cut but never cooked relies on it.
func TestAppendWithout(t *testing.T) {
	for _, c := range []struct{ text, old string }{
		{"cut the carrots into coins. add the carrots.", "cut the carrots into coins"},
		{"aaaa", "aa"},
		{"no match here", "xyz"},
		{"car[cut]rot", "[cut]"},
		{"", "x"},
		{"keep all", ""},
	} {
		got := string(appendWithout([]byte("prefix:"), c.text, c.old))
		if want := "prefix:" + strings.ReplaceAll(c.text, c.old, ""); got != want {
			t.Errorf("appendWithout(%q, %q): got %q, want %q", c.text, c.old, got, want)
		}
	}
}

func TestIsWordOf(t *testing.T) {
	for _, c := range []struct {
		name, w string
		want    bool
	}{
		{"rice noodles", "noodles", true},
		{"rice noodles", "noodle", false},
		{"egg", "egg", true},
		{"soba  noodles", "soba", true},
		{"", "rice", false},
	} {
		if got := isWordOf(c.name, c.w); got != c.want {
			t.Errorf("isWordOf(%q, %q): got %v, want %v", c.name, c.w, got, c.want)
		}
	}
}
