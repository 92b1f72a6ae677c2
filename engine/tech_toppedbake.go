package engine

import "fmt"

// A topped bake: chicken breasts or thighs laid in a baking dish, spread with the cook's
// pesto, covered with slices of tomato and mozzarella and baked until the chicken is
// cooked through and the cheese bubbles (caprese chicken). What a pantry of chicken,
// pesto, mozzarella and tomatoes is for; no sauce to simmer, one dish to wash.

func init() {
	ownNeeds["topped bake"] = [][]string{{"mozzarella", "provolone"}}
	ownPantryNeeds["topped bake"] = []string{"pesto"} // the cook's jar of pesto says this dish, not a bought one
	registerOwn(&form{name: "topped bake", title: "Bake", minMinutes: 30, saltFactor: 0.6, method: "roast", cheeseKey: true,
		equipment: []string{"baking dish", "instant-read thermometer"}, write: writeToppedBake})
}

func writeToppedBake(d *dish) {
	meat := d.protein
	if meat == nil || meat.in.Category != "poultry" {
		return
	}
	meat.prep = "patted dry"
	minutes := 25
	if meat.in.Name == "chicken breast" {
		meat.prep = "halved horizontally into thin cutlets" // whole breasts dry at the edges before the middle is done
		minutes = 20
	}
	spread := d.find("pesto")
	d.size(spread, 20)
	cheese := d.find("mozzarella", "provolone")
	if cheese != nil {
		cheese.prep = "sliced"
	}
	tomato := d.find("tomato", "cherry tomato")
	if tomato != nil {
		tomato.prep = "sliced"
		if tomato.in.Name == "cherry tomato" {
			tomato.prep = "halved"
		}
	}
	hard := d.find("parmesan", "pecorino")
	d.size(hard, 6)
	d.prep(200)
	layers := someOf(tomato, cheese)
	d.step(4, "Brush a baking dish with a little of the %s and lay the %s in it in one layer; season with salt and pepper. Spread the %s over each piece and cover with the %s%s.",
		d.fatName(), meat.name(), orName(spread, "pesto"), partNames(layers), ifAny(", then scatter over the ", someOf(hard), ""))
	d.step(minutes, "Bake at %s until the %s is %s and the cheese is melted and bubbling at the edges, %d–%d minutes.",
		temp(200), meat.name(), doneness(meat.in), minutes-3, minutes)
	serve := "Rest 5 minutes, then serve with the juices from the dish spooned over."
	if s := d.starch; s != nil {
		serve = fmt.Sprintf("Rest 5 minutes, then serve with the %s and the juices from the dish spooned over.", s.name())
	}
	d.step(5, "%s%s", serve, d.toppingsExcept(cheese, hard))
}
