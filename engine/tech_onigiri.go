package engine

import (
	"fmt"
	"math"
)

// Onigiri: plain short-grain rice, cooked and left until just cool enough to handle,
// pressed with wet, salted hands round a spoonful of filling into firm triangles, and
// wrapped in a strip of nori at the last minute so it stays crisp. The filling is
// tinned fish flaked with mayonnaise when the pantry has it (tuna mayo, the shop
// classic), else seasoned with soy sauce alone (an egg allergy rules the mayonnaise
// out). About 100 g of cooked rice a ball, two a person.

func init() {
	ownNeeds["onigiri"] = [][]string{{"nori"}}
	registerOwn(&form{name: "onigiri", title: "Onigiri (Rice Balls)", minMinutes: 35, simple: true, saltFactor: 0.3, method: "none",
		equipment: []string{"saucepan with lid", "sieve", "wide bowl", "small bowl", "rice paddle or spatula", "sharp knife"},
		write:     writeOnigiri})
}

// onigiriDryRice is the dry rice of one ball: about onigiriCookedRice once cooked.
const (
	onigiriDryRice    = 40
	onigiriCookedRice = 100
)

func writeOnigiri(d *dish) {
	fish, rice, nori := d.protein, d.starch, d.find("nori")
	if fish == nil || rice == nil || nori == nil {
		return
	}
	d.dropFat()
	d.drop("black pepper")
	cooked := rice.in.Name == "cooked rice"
	d.size(rice, 2*onigiriDryRice)
	if cooked {
		d.size(rice, 2*onigiriCookedRice)
	}
	_, _, g := rice.measure()
	balls := max(2, int(math.Round(g/onigiriDryRice)))
	if cooked {
		balls = max(2, int(math.Round(g/onigiriCookedRice)))
	}
	sheets := math.Ceil(float64(balls) / 3) // a sheet cuts into three strips
	nori.grams, nori.prep = sheets*nori.in.Units["sheet"], "cut into 3 strips each"
	d.size(fish, 35)
	fish.prep = ""
	mayo := d.find("mayonnaise")
	d.size(mayo, 10) // 2–3 tbsp to a tin of tuna: bound, not wet
	soy := d.find("soy sauce", "tamari")
	d.size(soy, 3)
	if mayo == nil {
		d.size(soy, 4)
	}
	salt := d.find("salt")
	if salt == nil {
		salt = d.add("salt", RoleSpice, 0, "")
	}
	d.size(salt, 1)
	if salt != nil {
		salt.prep = ""
	}
	seeds := d.find("sesame seeds")
	d.size(seeds, 1.5)
	scallion := d.find("scallion")
	if scallion != nil {
		scallion.prep = "finely sliced"
		d.size(scallion, 4)
	}
	if cooked {
		d.step(4, "Warm the %s, covered, in a microwave or a covered pan with a splash of water until soft and steaming right through; cold rice will not stick together.", rice.name())
		d.step(5, "Tip it into a wide bowl and leave until cool enough to hold but still warm, about 5 minutes.")
	} else {
		water := fmt.Sprintf("%.0f ml", math.Round(g*1.35/10)*10)
		d.step(3, "Rinse the %s in a sieve under cold water, rubbing it gently, until the water runs almost clear; drain well.", rice.name())
		d.step(22, "Put it in the saucepan with %s water, bring to a boil, then cover and cook on the lowest heat for 12 minutes. Take off the heat and leave covered for 10 minutes; do not lift the lid.", water)
		d.step(6, "Tip the rice into a wide bowl, spread it out with the paddle and leave until cool enough to hold but still warm, about 5 minutes (cold rice will not stick together).")
	}
	in := []*part{}
	how := "the filling: the fish's own salt and the soy are its seasoning"
	if mayo != nil {
		in = append(in, mayo)
		how = "the filling"
	}
	in = append(in, someOf(soy, scallion, seeds)...)
	mix := fmt.Sprintf("Meanwhile, drain the %s well, pressing out the liquid, and flake it into a small bowl with a fork", fish.name())
	if len(in) > 0 {
		mix += " and mix in the " + partNames(in)
	}
	prep := d.prepLater()
	d.steps[len(d.steps)-1].Text += fmt.Sprintf(" %s; that is %s. %s", mix, how, textIf(prepTasks(prep), "Then ", "."))
	d.step(max(4, balls), "Set out a bowl of cold water and the salt. Wet your hands, rub a pinch of salt over your palms and take about 100 g (a heaped 1/2 cup) of rice; flatten it in one palm, press a dip in the middle, put in a spoonful of the filling and close the rice over it. Press it firmly into a triangle (or a ball) with both hands, turning it 3 or 4 times; wet and salt your hands again for each. Make %d, sharing the filling evenly between them.", balls)
	d.step(1, "Just before eating, wrap a strip of the %s round the base of each, so it stays crisp. Serve %d a person at room temperature, the same day; in the fridge the rice hardens.", nori.name(), max(1, balls/int(math.Max(1, d.servings))))
	d.mentionLeftovers()
}
