package engine

import "testing"

func TestTempReadsAsOvensAreMarked(t *testing.T) {
	for c, want := range map[int]string{
		160: "160°C (325°F)", 175: "175°C (350°F)", 180: "180°C (350°F)", 190: "190°C (375°F)",
		200: "200°C (400°F)", 220: "220°C (425°F)", 230: "230°C (450°F)", 120: "120°C (250°F)", 63: "63°C (145°F)",
	} {
		if got := temp(c); got != want {
			t.Errorf("temp(%d) = %q, want %q", c, got, want)
		}
	}
}
